# exercise: ex_shape_view
# mistake: Swaps num_heads and head_dim (views as (2, 5, 4, 3)), giving (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
tou = 3
wei = 12 // tou
x = q.view(2, 5, wei, tou).transpose(1, 2)
ex_shape_view = tuple(x.shape)
