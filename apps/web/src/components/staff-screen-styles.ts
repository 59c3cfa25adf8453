// Mantine styles of the staff screens (doctors, appointment types) beyond the shared form styles, in
// dependency order: dialogs sit on Overlay and ModalBase, the copy menu on Popover.
import './form-styles';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
