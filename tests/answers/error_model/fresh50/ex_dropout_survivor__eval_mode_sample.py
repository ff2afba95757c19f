# exercise: ex_dropout_survivor
# mistake: The learner measures it empirically but puts the Dropout layer in eval mode first (Keras training=False habit), so nothing is dropped or scaled and the answer is 1.0; in training mode survivors are 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(p=0.1)
drop.eval()
out = drop(torch.ones(6, 6))
survivors = out[out != 0]
ex_dropout_survivor = round(survivors.max().item(), 4)
print(out)
