# exercise: ex_shape_view
# mistake: The learner used the book's 6 tokens instead of the statement's n = 5, answering (2, 3, 6, 4); the correct shape is (2, 3, 5, 4).
import torch
q = torch.randn(2, 6, 12)
ex_shape_view = tuple(q.view(2, 6, 3, 4).transpose(1, 2).shape)
print(ex_shape_view)
