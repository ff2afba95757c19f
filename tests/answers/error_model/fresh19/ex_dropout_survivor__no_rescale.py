# exercise: ex_dropout_survivor
# mistake: Says survivors keep their value 1.0, but inverted dropout scales every surviving entry by 1/(1 - p) = 1/0.9 = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()  # look at the values without the random zeros
out = dropout(torch.ones(6, 6))
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
