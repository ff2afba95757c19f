# exercise: ex_dropout_survivor
# mistake: Measures it with the Dropout module in eval mode, where nothing is dropped or scaled (1.0); in training mode survivors become 1 / (1 - p) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()
out = dropout(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out[out > 0][0].item(), 4)
