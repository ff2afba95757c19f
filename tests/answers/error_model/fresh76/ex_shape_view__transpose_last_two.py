# exercise: ex_shape_view
# mistake: Transposes the last two axes (transpose(-2, -1)) instead of axes 1 and 2, giving (2, 5, 4, 3); the answer is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
b, n, d_out = q.shape
num_heads = 3
ex_shape_view = tuple(q.view(b, n, num_heads, d_out // num_heads).transpose(-2, -1).shape)
