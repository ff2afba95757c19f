# exercise: ex_fix_second_head
# mistake: The learner used the batched product and .squeeze() to drop the batch axis, but squeeze() drops every size-1 axis, so with a single head (or a single token) the head axis disappears too; only the batch axis should go (squeeze(0) or [0]). [cond: only when h == 1 or n == 1]
def ex_fix_second_head(a):
    scores = a @ a.transpose(2, 3)
    return scores.squeeze()
