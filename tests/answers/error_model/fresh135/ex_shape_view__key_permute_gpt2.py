# exercise: ex_shape_view
# mistake: The learner used GPT-2's split_heads for keys (permute(0, 2, 3, 1)), giving (2, 3, 4, 5); the statement's .transpose(1, 2) gives (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
x = torch.zeros(b, n, d_out)
new_shape = x.size()[:-1] + (num_heads, x.size(-1) // num_heads)
x = x.view(new_shape)
ex_shape_view = tuple(x.permute(0, 2, 3, 1).shape)
