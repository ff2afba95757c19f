# exercise: ex_shape_view
# mistake: Thinking of transpose as "transpose_b" (swap the last two axes), the learner uses .mT in place of transpose(1, 2) and answers (2, 5, 4, 3); transpose(1, 2) swaps the token and head axes: (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
heads = q.view(2, 5, 3, 12 // 3).mT
ex_shape_view = tuple(heads.shape)
