# exercise: ex_shape_view
# mistake: Swapped num_heads and head_dim in the view (head_dim taken as 3), giving (2, 4, 5, 3); the result is (2, 3, 5, 4).
import torch
q = torch.zeros(2, 5, 12)
num_heads, head_dim = 4, 3   # 12 = 4 * 3
ex_shape_view = tuple(q.view(2, 5, num_heads, head_dim).transpose(1, 2).shape)
