# exercise: ex_shape_view
# mistake: The learner views as (b, num_heads, n, head_dim) and then applies transpose(1, 2), answering (2, 5, 3, 4); the view puts heads after the tokens, so the transposed shape is (2, 3, 5, 4).
import torch

x = torch.arange(2 * 5 * 12).reshape(2, 5, 12)
h = x.view(2, 3, 5, 4).transpose(1, 2)
ex_shape_view = tuple(h.shape)
