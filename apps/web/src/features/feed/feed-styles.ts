// Mantine styles the notice board's form needs beyond the staff screens' (the audience cards and
// the choice of how long), after those it builds on.
import '../../components/staff-screen-styles';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
