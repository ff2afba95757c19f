# exercise: ex_context
# mistake: Divided the scores by sqrt(3) before the softmax, although the exercise asks for the softmax of the raw dot products; the answer is [0.4419, 0.6515, 0.5683].
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

d = inputs.size(1)
w = inputs @ inputs[1] / math.sqrt(d)
a = torch.softmax(w, 0)
z = a @ inputs
ex_context = [round(z[0].item(), 4), round(z[1].item(), 4), round(z[2].item(), 4)]
