# exercise: ex_dropout_survivor
# mistake: The learner measures the mean of the whole dropped matrix (zeros included), which is about 1, instead of the value of a surviving entry, 1/(1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
out = drop(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.sum().item() / out.numel(), 4)
