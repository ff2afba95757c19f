# exercise: ex_stable_softmax
# mistake: Subtracts one global maximum of the whole tensor, so a slice whose scores are far below it underflows to 0/0 = NaN; each slice needs its own maximum along dim (keepdim=True). [cond: only when slices along dim have very different scales]
ex_stable_softmax=lambda x,d:(lambda e:e/e.sum(d,keepdim=True))((x-x.max()).exp())
