# exercise: ex_omega
# mistake: Reads the 1-based indices 2 and 1 as Python indices, computing “starts” · “journey” (inputs[2] @ inputs[1]) instead of “journey” · “Your” (inputs[1] @ inputs[0]).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

ex_omega = round(float(inputs[2] @ inputs[1]), 4)
