# exercise: ex_context
# mistake: The learner scales the scores by 1/sqrt(3) before the softmax; the statement asks for softmax weights of the raw dot products ([0.4419, 0.6515, 0.5683]).
import torch
import math

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]
w = torch.softmax((inputs @ q) / math.sqrt(inputs.shape[-1]), dim=-1)
z2 = w @ inputs
ex_context = [round(float(z), 4) for z in z2]
