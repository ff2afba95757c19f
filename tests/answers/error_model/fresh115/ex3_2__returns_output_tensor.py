# exercise: ex3_2
# mistake: Ran the wrapper on the book's batch and returned the (2, 6, 2) context tensor; the exercise asks for the wrapper module itself.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.tensor(
        [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
         [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
    )
    run = {}
    run["batch"] = torch.stack((inputs, inputs), dim=0)
    run["mha"] = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    run["out"] = run["mha"](run["batch"])
    print(run["out"].shape)
    return run["out"]
