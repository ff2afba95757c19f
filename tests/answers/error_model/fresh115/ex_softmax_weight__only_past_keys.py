# exercise: ex_softmax_weight
# mistake: Normalised over only "Your" and "journey" (the keys up to the query, as with a causal mask), giving 0.632; the softmax must run over all six scores, giving 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)

calc = {}
calc["query"] = inputs[1]
calc["scores"] = inputs @ calc["query"]
calc["seen"] = calc["scores"][: 1 + 1]       # tokens up to journey
calc["weights"] = torch.softmax(calc["seen"], dim=0)
ex_softmax_weight = round(calc["weights"][1].item(), 4)
print(calc)
