# exercise: ex_shape_view
# mistake: Reports the strides of the transposed tensor, tuple(t.stride()) = (60, 4, 12, 1), instead of its shape (2, 3, 5, 4).
import torch

t = torch.arange(2 * 5 * 12).reshape(2, 5, 12)
t = t.view(2, 5, 3, 4).transpose(1, 2)
print(t.shape, t.is_contiguous())
ex_shape_view = tuple(t.stride())
