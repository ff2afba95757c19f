# exercise: ex_shape_view
# mistake: Answers (6, 5, 4), folding heads into the batch axis as some kernels do; the question's view and transpose give the 4-axis shape (2, 3, 5, 4).
import torch

x = torch.randn(2, 5, 12)
h = 3
y = x.view(2, 5, h, 12 // h).transpose(1, 2)
ex_shape_view = tuple(y.reshape(-1, *y.shape[2:]).shape)
