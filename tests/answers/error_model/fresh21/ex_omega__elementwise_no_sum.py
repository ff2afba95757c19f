# exercise: ex_omega
# mistake: The learner multiplied the vectors element by element and forgot to sum, answering [0.2365, 0.1305, 0.5874] instead of the single number 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
omega_21 = inputs[1] * inputs[0]
ex_omega = [round(v, 4) for v in omega_21.tolist()]
