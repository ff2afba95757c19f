# exercise: ex_dropout_survivor
# mistake: Reports the mean of the whole dropped-out matrix (zeros included) instead of the value of a surviving entry, 1 / (1 - p) = 1.1111.
import torch

torch.manual_seed(123)
ones = torch.ones(6, 6)
torch.nn.Dropout(0.1, inplace=True)(ones)
ex_dropout_survivor = round(ones.mean().item(), 4)
