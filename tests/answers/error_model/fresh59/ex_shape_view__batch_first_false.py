# exercise: ex_shape_view
# mistake: The learner assumes the sequence-first layout (n, b, d) of batch_first=False and swaps b and n, so the answer is (5, 3, 2, 4) instead of (2, 3, 5, 4).
import torch

# (L, N, E) like nn.MultiheadAttention
q = torch.zeros(5, 2, 12)
L, N, E = q.shape
q = q.view(L, N, 3, E // 3).transpose(1, 2)
ex_shape_view = tuple(q.shape)
