# exercise: ex_shape_view
# mistake: Put head_dim where num_heads goes in the view (view(b, n, 4, 3)), giving (2, 4, 5, 3); the view is (b, n, 3, 4) and the answer (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
hd = 12 // 3
ex_shape_view = tuple(q.view(2, 5, hd, 3).transpose(1, 2).shape)
