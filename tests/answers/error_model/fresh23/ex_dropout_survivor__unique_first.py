# exercise: ex_dropout_survivor
# mistake: Read the first entry of .unique(), which is sorted ascending, so it took the dropped value 0.0; the survivors are the last value, 1 / (1 - 0.1) = 1.1111.
import torch
import torch.nn.functional as F

# the two values left after dropout: zeros and the survivors
ex_dropout_survivor = round(F.dropout(torch.ones(100, 100), p=0.1, training=True).unique()[0].item(), 4)
