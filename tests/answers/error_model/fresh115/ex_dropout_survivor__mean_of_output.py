# exercise: ex_dropout_survivor
# mistake: Reported the mean of the whole dropped-out matrix (zeros included, about 1.0 by design) instead of the value of a surviving entry, 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
info = {}
info["ones"] = torch.ones(6, 6)
info["drop"] = torch.nn.Dropout(0.1)
info["out"] = info["drop"](info["ones"])
info["survivors"] = info["out"].mean()
print(info["out"])
ex_dropout_survivor = round(info["survivors"].item(), 4)
