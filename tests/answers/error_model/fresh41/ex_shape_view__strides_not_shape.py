# exercise: ex_shape_view
# mistake: Returns the strides of the transposed view, (60, 4, 12, 1), instead of its shape (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
q = torch.empty(b, n, d_out)
v = q.view(b, n, num_heads, d_out // num_heads).transpose(1, 2)
print(v.is_contiguous())
ex_shape_view = v.stride()
