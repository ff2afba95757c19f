# exercise: ex_context
# mistake: The learner used a causal mask, so z⁽²⁾ only mixes "Your" and "journey"; the statement's context vector uses the softmax over all six tokens: [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])
T = inputs.size(0)
bias = torch.tril(torch.ones(T, T)).bool()
att = (inputs @ inputs.T).masked_fill(~bias, float("-inf"))
att = torch.softmax(att, dim=-1)
y = att @ inputs
ex_context = [round(v, 4) for v in y[1].tolist()]
