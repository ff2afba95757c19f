# exercise: ex_shape_view
# mistake: Computes the transposed shape by hand but returns the shape before the transpose, (2, 5, 3, 4); after .transpose(1, 2) it is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
q_heads = q.view(2, 5, 3, 12 // 3)
q_heads.transpose(1, 2)
ex_shape_view = tuple(q_heads.shape)
