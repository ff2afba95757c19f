# exercise: ex_shape_view
# mistake: The learner took head_dim = 3 and num_heads = 4 (swapped the two sizes in the view), giving (2, 4, 5, 3); with 3 heads head_dim is 12 / 3 = 4: (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
heads = q.view(2, 5, 12 // 3, 3).transpose(1, 2)
ex_shape_view = tuple(heads.shape)
print(ex_shape_view)
