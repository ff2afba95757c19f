# exercise: ex_shape_view
# mistake: Applies transpose_ to a temporary view and then re-creates the view, so the reported shape is the shape before the transpose (2, 5, 3, 4); the answer is (2, 3, 5, 4).
import torch

q = torch.empty(2, 5, 12)
q.view(2, 5, 3, 4).transpose_(1, 2)
ex_shape_view = tuple(q.view(2, 5, 3, 4).shape)
