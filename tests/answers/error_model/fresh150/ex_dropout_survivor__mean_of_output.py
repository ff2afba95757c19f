# exercise: ex_dropout_survivor
# mistake: The learner reported the mean of the whole dropped-out matrix (zeros included) instead of the value of a surviving entry, which is 1 / (1 − p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
out = drop(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
