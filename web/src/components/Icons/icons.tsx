// One module per group, so each chunk carries the icons it draws (the first screen only the status ones).
export {
  HomeIcon,
  ChannelsIcon,
  CalendarIcon,
  ListingsIcon,
  ServicesIcon,
  ProfileIcon,
  AnalyticsIcon,
  SettingsIcon,
  MessagesIcon,
  SearchIcon,
  MenuIcon,
  LogoutIcon,
  ExternalLinkIcon,
} from './sets/shell';
export { AlertIcon, OfflineIcon } from './sets/status';
export {
  CheckIcon,
  PlusIcon,
  TrashIcon,
  ChevronRightIcon,
  PinIcon,
  CopyIcon,
  TableIcon,
  TilesIcon,
} from './sets/actions';
export { AppleIcon, AndroidIcon } from './sets/apps';
