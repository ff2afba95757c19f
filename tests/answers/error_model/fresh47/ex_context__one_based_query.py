# exercise: ex_context
# mistake: The learner takes the query 1-based, inputs[2] ("starts"), and computes z for that row; z⁽²⁾ belongs to inputs[1] ("journey").
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[2]
w = torch.softmax(inputs @ q, dim=0)
ex_context = [round(v, 4) for v in (w @ inputs).tolist()]
