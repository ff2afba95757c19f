# exercise: ex_fix_second_head
# mistake: The learner computed a[0].mT @ a[0], the (d, d) product over tokens, instead of a[0] @ a[0].mT, the (n, n) token scores.
def ex_fix_second_head(a):
    return (h := a[0]).mT @ h
