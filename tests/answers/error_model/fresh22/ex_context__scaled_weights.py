# exercise: ex_context
# mistake: Used softmax(scores/sqrt(3)) weights (paper scaling) although the statement says raw dot products, giving [0.4362, 0.6228, 0.5523]; the context is [0.4419, 0.6515, 0.5683].
import torch, math
inputs = torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                       [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
q = inputs[1]
alpha = torch.softmax((inputs @ q) / math.sqrt(inputs.shape[1]), dim=-1)
ex_context = [round(v, 4) for v in (alpha @ inputs).tolist()]
