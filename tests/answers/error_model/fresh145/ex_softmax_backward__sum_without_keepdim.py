# exercise: ex_softmax_backward
# mistake: The learner summed dP·P along the last axis without keepdim=True, so the sums broadcast along the last axis (wrong values for square last axes, a shape error otherwise); the sum must keep its axis to subtract one value per row. [cond: P with more than one axis]
def ex_softmax_backward(P, dP):
    inner_product_per_row = (dP * P).sum(dim=-1)
    print("inner:", inner_product_per_row.shape)
    dS = P * (dP - inner_product_per_row)
    return dS
