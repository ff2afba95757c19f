# exercise: ex_dropout_survivor
# mistake: Runs the Dropout module after .eval() (as when trying a pretrained model), where nothing is dropped or scaled, and reads 1.0; in training mode the survivors are 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(p=0.1)
dropout.eval()
out = dropout(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out[out > 0].max().item(), 4)
