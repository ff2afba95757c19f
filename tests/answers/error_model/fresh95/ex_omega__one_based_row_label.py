# exercise: ex_omega
# mistake: The learner labelled the embedding table's rows from 1 but indexed the Python list with that label, so "journey" (row 2) became inputs[2] = "starts" and the score is x(3)·x(1) = 0.9422 instead of x(2)·x(1) = 0.9544.
inputs = [
    [0.43, 0.15, 0.89],  # 1 Your
    [0.55, 0.87, 0.66],  # 2 journey
    [0.57, 0.85, 0.64],  # 3 starts
    [0.22, 0.58, 0.33],  # 4 with
    [0.77, 0.25, 0.10],  # 5 one
    [0.05, 0.80, 0.55],  # 6 step
]
row = {"Your": 1, "journey": 2, "starts": 3, "with": 4, "one": 5, "step": 6}

q = inputs[row["journey"]]
k = inputs[row["Your"] - 1]
ex_omega = round(sum(a * b for a, b in zip(q, k)), 4)
print(ex_omega)
