# exercise: ex_shape_view
# mistake: Gives the shape after the view only, (2, 5, 3, 4), forgetting that transpose(1, 2) then swaps the token and head axes.
import torch

q = torch.zeros(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 3, 4).shape)
