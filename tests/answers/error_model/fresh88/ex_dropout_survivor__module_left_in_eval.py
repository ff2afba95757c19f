# exercise: ex_dropout_survivor
# mistake: Read the value off an nn.Dropout that was in eval mode (the learner's helper calls model.eval() first), where dropout is the identity and gives 1.0; in training mode survivors are 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)


def run_layer(layer, x, train=False):
    layer.train(train)
    with torch.no_grad():
        return layer(x)


out = run_layer(torch.nn.Dropout(0.1), torch.ones(6, 6))
survivors = out[out != 0]
ex_dropout_survivor = round(survivors.max().item(), 4)
