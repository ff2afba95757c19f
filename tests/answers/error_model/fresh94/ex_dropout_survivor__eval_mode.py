# exercise: ex_dropout_survivor
# mistake: Measures the survivor value with nn.Dropout(0.1) after calling .eval() (to make it deterministic), where dropout does nothing and every entry stays 1.0; in training mode the survivors are 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
drop.eval()  # deterministic
out = drop(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
