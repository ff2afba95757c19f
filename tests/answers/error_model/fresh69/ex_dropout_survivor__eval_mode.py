# exercise: ex_dropout_survivor
# mistake: The learner tried nn.Dropout after .eval(), which turns dropout off, so every entry is 1.0; in training mode the survivors are scaled to 1 / (1 - 0.1) = 1.1111.
import torch
ex_dropout_survivor = round(torch.nn.Dropout(.1).eval()(torch.ones(100)).max().item(), 4)
