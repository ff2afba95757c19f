# exercise: ex_shape_view
# mistake: Misreads the statement as 4 heads of size 3 (view(2, 5, 4, 3)) instead of 3 heads of size 4, so it gets (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch
ex_shape_view=tuple(torch.zeros(2,5,12).view(2,5,4,3).transpose(1,2).shape)
