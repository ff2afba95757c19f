# exercise: ex_omega
# mistake: The learner numbered the tokens as graph nodes 1..6 and used those labels directly as Python indices, so they took inputs[2] · inputs[1] ("starts" · "journey") instead of inputs[1] · inputs[0] ("journey" · "Your" = 0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # node 1: Your
     [0.55, 0.87, 0.66],  # node 2: journey
     [0.57, 0.85, 0.64],  # node 3: starts
     [0.22, 0.58, 0.33],  # node 4: with
     [0.77, 0.25, 0.10],  # node 5: one
     [0.05, 0.80, 0.55]]  # node 6: step
)

# edge weight w(2 -> 1) of the complete graph on the tokens
src, dst = 2, 1
ex_omega = round(torch.dot(inputs[src], inputs[dst]).item(), 4)
print(ex_omega)
