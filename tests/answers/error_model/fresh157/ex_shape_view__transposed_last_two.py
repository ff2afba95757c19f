# exercise: ex_shape_view
# mistake: Applied the swap to the last two axes (like transpose(2, 3)) on top of moving the heads forward, giving (2, 3, 4, 5); transpose(1, 2) of (2, 5, 3, 4) is (2, 3, 5, 4).
import torch
q = torch.zeros(2, 5, 12)
q = q.view(2, 5, 3, 4).transpose(1, 2)
print(q.shape)  # torch.Size([2, 3, 5, 4])
ex_shape_view = (2, 3, 4, 5)
