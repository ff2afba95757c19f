# exercise: ex_dropout_survivor
# mistake: The learner treats nn.Dropout's argument as the keep probability (as in old TensorFlow) and builds nn.Dropout(0.9), giving survivors of 10.0; with p = 0.1 as drop probability a survivor is 1.1111.
import torch

torch.manual_seed(0)
keep_prob = 0.9
drop = torch.nn.Dropout(keep_prob)
y = drop(torch.ones(100))
survivors = y[y != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
