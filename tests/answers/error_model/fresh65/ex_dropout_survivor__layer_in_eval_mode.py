# exercise: ex_dropout_survivor
# mistake: The learner ran nn.Dropout(0.1) after calling .eval() on it (their attention layer sets eval by default), so nothing is dropped or rescaled and every entry is 1.0; in training mode survivors are 1/(1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
drop.eval()  # deterministic
out = drop(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out[out > 0].unique()[0].item(), 4)
