# exercise: ex_shape_view
# mistake: Translated "transpose" as .T (MATLAB's '), which on a 4-D tensor reverses all axes, giving (4, 3, 5, 2); transpose(1, 2) only swaps axes 1 and 2, giving (2, 3, 5, 4).
import torch

Q = torch.zeros(2, 5, 12)
Qh = Q.view(2, 5, 3, 4)
ex_shape_view = tuple(Qh.T.shape)
